import type { ScreenProps } from '../kit/screen';
import { NewsScreen } from './NewsScreen';

/** /news/{id}: the same news screen, with that item open (spec §2). */
export function DetailScreen({ params }: ScreenProps) {
  return <NewsScreen openId={params.id ?? ''} />;
}
