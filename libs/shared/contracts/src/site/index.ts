export * from './client-routes.contract';
export * from './public-documents.contract';
export * from './site.contract';
