import { ChevronDownIcon } from '@radix-ui/react-icons';
import { ADMIN_AREA_WORDS as W, ADMIN_PAGES, type AdminPage } from '@app/contracts';
import { useState } from 'react';
import { NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { useContactMessages } from '@/features/admin/shared/api/contact-messages-list.api';
import { adminPageAt, adminPageLink } from '@/features/admin/shell/api/admin-sections';
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
 * opens it). From the small breakpoint up the links wrap in a bar; on a phone they are a menu behind one button
 * naming the page shown, so the page's own content, not eleven pills, fills the first screen. The menu closes once
 * a section opens.
 */
export function AdminSectionBar() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = adminPageAt(pathname);
  return (
    <nav aria-label={W.sectionBar} className="admin-section-bar" data-open={open}>
      <button
        type="button"
        className="admin-section-menu"
        aria-expanded={open}
        aria-controls="admin-section-links"
        onClick={() => setOpen(!open)}
      >
        {W.sectionMenu(current ? ADMIN_PAGES[current].label : ADMIN_PAGES.dashboard.label)}
        <ChevronDownIcon aria-hidden />
      </button>
      <ul id="admin-section-links">
        {PAGES.map((page) => (
          <li key={page}>
            <NavLink to={adminPageLink(page, params)} end onClick={() => setOpen(false)}>
              {page === 'messages' ? <MessagesLabel /> : ADMIN_PAGES[page].label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
