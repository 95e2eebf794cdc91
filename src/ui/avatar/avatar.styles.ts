/**
 * @cssprop --eb-avatar-background - background of the user's initials (default: #4b4d63)
 * @cssprop --eb-avatar-color - colour of the user's initials (default: #ffffff)
 */
export const avatarStyles = /* css */ `
.eb-avatar {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  width: var(--eb-avatar-size); height: var(--eb-avatar-size); border-radius: 50%;
  background: var(--eb-avatar-background, #4b4d63); color: var(--eb-avatar-color, #ffffff);
  font-size: var(--eb-avatar-font-size); font-weight: 600; line-height: 1; user-select: none;
}
.eb-avatar--xxsmall { --eb-avatar-size: 24px; --eb-avatar-font-size: 10px; }
.eb-avatar--xsmall { --eb-avatar-size: 32px; --eb-avatar-font-size: 12px; }
.eb-avatar--small { --eb-avatar-size: 40px; --eb-avatar-font-size: 14px; }
.eb-avatar--medium { --eb-avatar-size: 48px; --eb-avatar-font-size: 18px; }
.eb-avatar--large { --eb-avatar-size: 64px; --eb-avatar-font-size: 24px; }
.eb-avatar__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.eb-avatar__generic { width: 60%; height: 60%; }
`;
