import { NewsScreen } from './NewsScreen';

/** /news: the news screen with nothing open. */
export function ListScreen() {
  return <NewsScreen openId={null} />;
}
