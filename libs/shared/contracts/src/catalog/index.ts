export * from './catalog.contract';
export * from './create-custom-game.dto';
export * from './custom-game.contract';
