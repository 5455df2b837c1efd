import { WaiverSettingsEntity } from './waiver-settings.entity';
import { WaiverSignatureEntity } from './waiver-signature.entity';
import { WaiverVersionEntity } from './waiver-version.entity';

export { WaiverSignatureEntity };
export const WAIVERS_ENTITIES = [WaiverSettingsEntity, WaiverSignatureEntity, WaiverVersionEntity];
