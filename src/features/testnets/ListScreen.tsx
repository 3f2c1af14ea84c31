import { areaListScreen } from '../kit/AreaList';
import { testnetList } from './testnet-list';

/** Incentivised testnets, active or coming soon. */
export const ListScreen = areaListScreen(testnetList);
