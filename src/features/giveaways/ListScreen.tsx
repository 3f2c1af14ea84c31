import { areaListScreen } from '../kit/AreaList';
import { giveawayList } from './giveaway-list';

/** Giveaways hosted on X, by category and status. */
export const ListScreen = areaListScreen(giveawayList);
