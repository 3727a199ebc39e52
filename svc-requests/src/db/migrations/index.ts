import { m0002BlogPosts } from './0002_blog_posts';
import { m0003ContactMessages } from './0003_contact_messages';
import { m0004ServiceRequests } from './0004_service_requests';
import { m0005StatusCounts } from './0005_status_counts';
import { m0006PageViews } from './0006_page_views';
import { m0007VisitorDays } from './0007_visitor_days';
import { m0008SearchIndexes } from './0008_search_indexes';
import { m0009BlogPostCounts } from './0009_blog_post_counts';
import { m0010RequestRevision } from './0010_request_revision';
import { m0012GuestRequests } from './0012_guest_requests';
import { m0013Visits } from './0013_visits';
import { m0014VisitAttachments } from './0014_visit_attachments';
import { m0015VisitsRangeIndex } from './0015_visits_range_index';
import { m0016UnassignedCounts } from './0016_unassigned_counts';
import { m0017VisitBoardVersion } from './0017_visit_board_version';

/** The users directory's tables (formerly 0001 and 0011 here) come from service-kit's usersDirectory option. */
export const migrations = [m0002BlogPosts, m0003ContactMessages, m0004ServiceRequests, m0005StatusCounts, m0006PageViews, m0007VisitorDays, m0008SearchIndexes, m0009BlogPostCounts, m0010RequestRevision, m0012GuestRequests, m0013Visits, m0014VisitAttachments, m0015VisitsRangeIndex, m0016UnassignedCounts, m0017VisitBoardVersion];
