import type { CatalogErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Catalogue failures (codes: CATALOG_ERRORS in libs/shared/contracts). */
export class CatalogException extends domainException<CatalogErrorCode>() {}
