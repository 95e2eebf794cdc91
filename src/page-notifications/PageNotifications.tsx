import { useStore } from '@nanostores/react';
import { $notifications, type Notification } from '../stores/notifications';
import { $pageScrollY } from '../stores/viewport';
import { NOTIFICATION_STICKY_TOP_HEIGHT, isNotificationFixed } from '../ui/notifications/notification-rules';
import { NotificationBar, NotificationLiveRegions } from '../ui/notifications/NotificationArea';

/**
 * Spec 000 §4 sticky behaviour, on a page the library does not lay out: while the page is
 * scrolled no further than `stickyTopHeight`, a sticky notification sits that far down, clear
 * of the page's own header; past it, it is fixed at the very top.
 */
function PageStickyNotification({ notification }: { notification: Notification }) {
  const scrollY = useStore($pageScrollY);
  const stickyTopHeight = notification.stickyTopHeight ?? NOTIFICATION_STICKY_TOP_HEIGHT;
  const isFixed = isNotificationFixed(scrollY, stickyTopHeight);
  return (
    <div className={`eb-page-notifications__sticky${isFixed ? ' eb-page-notifications__sticky--fixed' : ''}`} style={isFixed ? undefined : { marginTop: stickyTopHeight }}>
      <NotificationBar notification={notification} />
    </div>
  );
}

/**
 * The page's main notification area (spec 000 §4), in the notification host the library adds to
 * the page: above the page's content at the top of the window, without taking any room in it.
 */
export function PageNotifications() {
  const notifications = useStore($notifications).filter((notification) => notification.area === 'main');
  return (
    <div className="eb-page-notifications" part="area">
      <NotificationLiveRegions
        notifications={notifications}
        renderBar={(notification) =>
          notification.shouldStick ? (
            <PageStickyNotification key={notification.id} notification={notification} />
          ) : (
            <NotificationBar key={notification.id} notification={notification} />
          )
        }
      />
    </div>
  );
}
