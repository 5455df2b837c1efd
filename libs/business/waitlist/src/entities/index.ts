import { WaitlistEntryEntity } from './waitlist-entry.entity';
import { WaitlistOfferEntity } from './waitlist-offer.entity';

export const WAITLIST_ENTITIES = [WaitlistEntryEntity, WaitlistOfferEntity];
