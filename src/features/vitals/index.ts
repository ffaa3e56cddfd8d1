export { reportFieldVitals } from './reportFieldVitals';
