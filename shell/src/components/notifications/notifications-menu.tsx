// The header's bell: the unread count, and a panel listing the newest notifications with
// "Mark as read" per entry and "Mark all as read". Only for a signed-in user.
import { Button, formatDateTime, mq, useSession } from '@chess-portal/portal-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useMarkRead, useNotifications } from './notifications-api';

// On a phone the bell is not at the header's right edge (the menu toggle is), so a panel anchored to it
// would start off-screen: there the panel hangs from the header itself (the sticky bar is its containing
// block), inset from both edges; from md on it hangs from the bell.
const Wrap = styled.div`
  position: static;
  ${mq.md} {
    position: relative;
  }
`;

const Bell = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  top: calc(100% + 4px);
  z-index: 60;
  ${mq.md} {
    left: auto;
    right: 0;
    top: calc(100% + 8px);
    width: 380px;
  }
  max-height: 70vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
    /* keeps the lines of a note the sender wrote (an admin's note on an application decision) */
    white-space: pre-line;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export function NotificationsMenu() {
  const { user } = useSession();
  const { data } = useNotifications(Boolean(user));
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrap.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  if (!user) return null;
  const unread = data?.unreadCount ?? 0;
  const notifications = data?.notifications ?? [];
  return (
    <Wrap ref={wrap}>
      <Bell
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
      </Bell>
      <Panel id={panelId} hidden={!open} role="region" aria-label="Notifications list">
        <PanelHead>
          <h2>Notifications</h2>
          <Button size="sm" variant="ghost" disabled={unread === 0} onClick={() => markRead.mutate(undefined)}>
            Mark all as read
          </Button>
        </PanelHead>
        {notifications.length === 0 ? (
          <Empty>Nothing yet. Approvals, reminders and commission notices appear here.</Empty>
        ) : (
          <List>
            {notifications.map((n) => (
              <Item key={n.id} $unread={!n.read} data-testid="notification">
                <Title>
                  {n.link ? (
                    <Link to={n.link} onClick={() => !n.read && markRead.mutate(n.id)}>
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </Title>
                <p>{n.body}</p>
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                {!n.read && (
                  <Actions>
                    <Button size="sm" variant="outline" onClick={() => markRead.mutate(n.id)}>
                      Mark as read
                    </Button>
                  </Actions>
                )}
              </Item>
            ))}
          </List>
        )}
      </Panel>
    </Wrap>
  );
}
