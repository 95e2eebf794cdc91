// The code of <eb-header>, loaded the first time a header is on the page.
export { Header as component } from './Header';
export { headerStyles as styles } from './header.styles';
