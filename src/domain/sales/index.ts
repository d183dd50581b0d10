export * from './money';
export * from './statuses';
export * from './chineseAmount';
export * from './dto';
