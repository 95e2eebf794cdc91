// The code of <eb-app-marketplace>, loaded the first time a marketplace is on the page.
export { AppMarketplace as component } from './AppMarketplace';
export { appMarketplaceStyles as styles } from './app-marketplace.styles';
