import type { ScreenProps } from '../kit/screen';
import { NewsScreen } from './NewsScreen';

/** /news/{id}: the same news screen, with that item open. */
export function DetailScreen({ params }: ScreenProps) {
  return <NewsScreen openId={params.id ?? ''} />;
}
