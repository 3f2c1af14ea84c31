/**
 * Navigation, wrapped once (ARCHITECTURE.md rule 8): the rest of the app imports these names,
 * so the router library is replaceable in one file.
 */
export { Link, Redirect, useLocation, useSearch, Router } from 'wouter';
export { navigate } from 'wouter/use-browser-location';

/** A matched route's parameters, decoded: `/signals/:id` gives `{ id: '…' }`. */
export type RouteParams = Readonly<Record<string, string>>;
