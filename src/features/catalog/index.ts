/** The catalog's public API for other features: where content lives and how a record is summarised. */
export { CONTENT_ROUTES, contentRoute, detailPath, type ContentCollection, type ContentRoute } from './content-routes';
export { summarize } from './summary';
