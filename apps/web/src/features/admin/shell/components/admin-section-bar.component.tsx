import { ADMIN_AREA_WORDS as W, ADMIN_PAGES, type AdminPage } from '@app/contracts';
import { NavLink, useSearchParams } from 'react-router-dom';
import { useContactMessages } from '@/features/admin/shared/api/contact-messages-list.api';
import { adminPageLink } from '@/features/admin/shell/api/admin-sections';
import './admin-section-bar.css';

const PAGES = Object.keys(ADMIN_PAGES) as AdminPage[];

/** The inbox's link says how many messages wait unread, so the owner sees them from any section. */
function MessagesLabel() {
  const { data } = useContactMessages();
  const unread = data?.filter((m) => !m.readAt).length ?? 0;
  return <>{unread > 0 ? W.messagesUnread(unread) : ADMIN_PAGES.messages.label}</>;
}

/**
 * Every admin page one tap away: links, not tabs, since each section has its own address (a reload or a bookmark
 * opens it). The links wrap onto a second line on a phone rather than scroll, so none is hidden off screen and the
 * page never scrolls sideways.
 */
export function AdminSectionBar() {
  const [params] = useSearchParams();
  return (
    <nav aria-label={W.sectionBar} className="admin-section-bar">
      <ul>
        {PAGES.map((page) => (
          <li key={page}>
            <NavLink to={adminPageLink(page, params)} end>
              {page === 'messages' ? <MessagesLabel /> : ADMIN_PAGES[page].label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
