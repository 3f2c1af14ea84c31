import type { RouteParams } from '../../lib/navigation';

/** What the router gives every screen: the path's parameters (`:id`, `:slug`). */
export interface ScreenProps {
  params: RouteParams;
}
