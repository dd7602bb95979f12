export * from './advice';
export * from './headerLinks';
export * from './images';
export * from './money';
export * from './projects';
export * from './states';
