export { IMAGE_DISPLAY_ROUTE, registerImageRoutes, sizePx } from './routes';
