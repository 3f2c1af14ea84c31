import { areaListScreen } from '../kit/AreaList';
import { icoList } from './ico-list';

/** /ico: token sales with how much each has raised, filtered by status and sorted (URL state). */
export const ListScreen = areaListScreen(icoList);
