import { Tag } from 'antd';

/** 1 启用 (green, like every "done/active" tag), 0 已停用 (grey-dark #595959, like 取消 and 已关闭 in sales). */
export function EnabledTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">启用</Tag> : <Tag color="#595959">已停用</Tag>;
}
