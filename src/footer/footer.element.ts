// The code of <eb-footer>, loaded the first time a footer is on the page.
export { Footer as component } from './Footer';
export { footerStyles as styles } from './footer.styles';
