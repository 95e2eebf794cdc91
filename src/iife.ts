// The classic single-file build (dist/eb-widgets.iife.js): every element, defined at once.
import '../elements/eb-event-card';
import '../elements/eb-footer';
import '../elements/eb-header';
