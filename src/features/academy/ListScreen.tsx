import { areaListScreen } from '../kit/AreaList';
import { courseList } from './course-list';

/** /academy: the courses, most popular first (sort kept in the URL). */
export const ListScreen = areaListScreen(courseList);
