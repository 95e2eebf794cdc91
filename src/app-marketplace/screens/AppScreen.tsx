// Spec 001 §2 "App product page": see product/ProductScreen.tsx.
export { ProductScreen as AppScreen } from '../product/ProductScreen';
