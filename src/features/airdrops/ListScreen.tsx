import { areaListScreen } from '../kit/AreaList';
import { airdropList } from './airdrop-list';

/** Airdrop campaigns, live ones first by end date, or by how many people take part. */
export const ListScreen = areaListScreen(airdropList);
