import { areaListScreen } from '../kit/AreaList';
import { whitelistList } from './whitelist-list';

/** Whitelist raffles before a mint: how many spots are left and until when. */
export const ListScreen = areaListScreen(whitelistList);
