/**
 * `<eb-notification-host>`: out of the page's flow (absolute, no height), its messages fixed at
 * the top of the window above the page's content; clicks pass through everywhere but on a
 * message. The page moves or narrows them with the custom properties.
 *
 * @cssprop --eb-notifications-top - how far below the top of the window messages show, for pages with a fixed bar (default: 0px)
 * @cssprop --eb-notifications-max-width - the widest a message gets (default: 640px)
 * @cssprop --eb-notifications-z-index - stacking of messages over the page (default: 2147483000)
 */
export const pageNotificationsStyles = /* css */ `
:host {
  position: absolute; top: 0; left: 0; width: 100%; height: 0; margin: 0; padding: 0;
  z-index: var(--eb-notifications-z-index, 2147483000);
}
.eb-page-notifications {
  position: fixed; top: var(--eb-notifications-top, 0px); left: 0; right: 0;
  max-height: 100vh; overflow: visible; pointer-events: none;
}
.eb-notification-area__alerts, .eb-notification-area__statuses {
  display: flex; flex-direction: column; align-items: center;
}
.eb-notification, .eb-page-notifications__sticky {
  width: min(var(--eb-notifications-max-width, 640px), calc(100vw - 32px));
}
.eb-page-notifications__sticky .eb-notification { width: auto; }
.eb-notification { pointer-events: auto; }
`;
