export { OrderReturnsSection } from './order-returns-section';
export { ReturnsPage } from './returns-page';
