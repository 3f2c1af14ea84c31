import { areaListScreen } from '../kit/AreaList';
import { signalList } from './signal-list';

/** Alpha Call: every signal, filtered by type, action and status, by score or newest first. */
export const ListScreen = areaListScreen(signalList);
