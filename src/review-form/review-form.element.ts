// The code of <eb-review-form>, loaded the first time a review form is on the page.
export { ReviewForm as component } from './ReviewForm';
export { reviewFormStyles as styles } from './review-form.styles';
