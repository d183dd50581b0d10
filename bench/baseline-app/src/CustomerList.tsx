import { List, useTable } from '@refinedev/antd';
import { Table } from 'antd';

/** The one list: customers, as refine's useTable and antd's Table show a list out of the box. */
export function CustomerList() {
  const { tableProps } = useTable({ syncWithLocation: true });
  return (
    <List>
      <Table {...tableProps} rowKey="_id">
        <Table.Column dataIndex="name" title="客户名称" />
        <Table.Column dataIndex="contactName" title="联系人" />
      </Table>
    </List>
  );
}
