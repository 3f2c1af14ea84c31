import { areaListScreen } from '../kit/AreaList';
import { nftList } from './nft-list';

/** /nft: NFT projects, filtered by status and category and sorted, all kept in the URL. */
export const ListScreen = areaListScreen(nftList);
