/** The tag colour of an audit action: additions green, removals red, money gold, the rest blue. */
export function auditActionColor(action: string): string {
  switch (action) {
    case 'create':
    case 'restore':
    case 'import':
    case 'login':
      return 'green';
    case 'delete':
    case 'purge':
    case 'loginFailed':
    case 'forcedLogout':
      return 'red';
    case 'pay':
    case 'refund':
      return 'gold';
    case 'logout':
      return 'default';
    default:
      return 'blue';
  }
}
