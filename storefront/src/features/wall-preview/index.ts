export { ViewOnWallButton } from './view-on-wall-button';
