export const closeButtonStyles = /* css */ `
.eb-close-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: inherit; cursor: pointer;
}
.eb-close-button:hover { background: rgba(128, 128, 128, 0.2); }
`;
