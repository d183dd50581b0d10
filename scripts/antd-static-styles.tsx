/**
 * antd's styles of the first screens, written out at build time (docs/requirements.md §10.5). antd 5 writes each
 * component's CSS in the browser the first time it renders (CSS-in-JS); on the way from 登录 to the
 * dashboard that was about 120 ms of JavaScript on our CI machine kind, in the middle of the shell's
 * first render. Rendered here on the server under the app's theme, the CSS comes as a file with the
 * app's chunk, with the map antd reads to skip writing a style it finds there
 * (@ant-design/cssinjs extractStyle / existPath). A component not rendered here writes its CSS in the
 * browser as before: this list only makes screens faster, never unstyled. tests/e2e/shell.test.ts
 * checks that the dashboard after login writes none.
 *
 * Run by the Vite plugin in vite.config.ts (`import 'virtual:antd-static-styles.css'`, build only),
 * with NODE_ENV=production: antd names its classes differently in development.
 * Prints the CSS to stdout.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
// The content of Modal.confirm / App's modal.confirm (删除 and leaving unsaved changes ask with it): the
// dialog itself opens in a portal, which is not rendered here. CommonJS, as `antd` is under Node.
import { ConfirmContent } from 'antd/lib/modal/ConfirmDialog';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { theme } from '../src/theme';

const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];
const options = [{ value: 'a', label: 'a' }];

/**
 * What the shell, 仪表盘 and the lists render, as they render it: the real components (an antd
 * "pure panel" sits under a theme of its own, so its styles would be another theme's). One element
 * per component; which variant does not matter, a component writes all its variants at once.
 */
const FIRST_SCREENS: ReactNode[] = [
  // The shell: layout, menu, header (project switcher, user menu), notices. Its bar of opened screens
  // is the app's own (HistoryTabs.tsx, layout.css), not antd's Tabs.
  <App key="app" />,
  <Layout key="layout">
    <Layout.Header />
    <Layout.Sider />
    <Layout.Content />
  </Layout>,
  <Menu key="menu" mode="inline" items={items} />,
  <Dropdown key="dropdown" menu={{ items }}>
    <span />
  </Dropdown>,
  <Button key="button" />,
  // A button joined to its neighbours (Space.Compact) and Space's addon: the layout's modules register them.
  <Space.Compact key="compact">
    <Button />
  </Space.Compact>,
  <Space.Addon key="addon">a</Space.Addon>,
  <Avatar key="avatar" />,
  <Typography.Text key="text" />,
  <Tooltip key="tooltip" title="a">
    <span />
  </Tooltip>,
  <Modal key="modal" open={false} />,
  <ConfirmContent
    key="confirm"
    prefixCls="ant-modal"
    confirmPrefixCls="ant-modal-confirm"
    rootPrefixCls="ant"
    iconPrefixCls="anticon"
    type="confirm"
    okCancel
    title="a"
    content="a"
  />,
  // Notices (操作成功, 请求错误): their panels draw a notice's styles under the app's theme, as a shown one does.
  <message._InternalPanelDoNotUseOrYouWillBeFired key="message" content="a" />,
  <notification._InternalPanelDoNotUseOrYouWillBeFired key="notification" message="a" />,
  <Spin key="spin" />,
  // 仪表盘.
  <Card key="card" />,
  <Row key="row">
    <Col />
  </Row>,
  <Space key="space" />,
  <Statistic key="statistic" value={1} />,
  <Segmented key="segmented" options={['a']} />,
  <Skeleton key="skeleton" active />,
  <Table key="table" columns={[{ key: 'a', dataIndex: 'a', title: 'a' }]} dataSource={[{ a: 1, key: 1 }]} />,
  // A tag's colours are styles of their own: the preset ones (customer tags, statuses) and the status ones.
  <Tag key="tag" />,
  <Tag key="tag-preset" color="blue" />,
  <Tag key="tag-status" color="success" />,
  <Pagination key="pagination" total={30} />,
  <Empty key="empty" />,
  <Badge key="badge" count={1} />,
  // The lists' filter bars and the forms and show pages behind them.
  <Select key="select" options={options} value="a" />,
  <Form key="form">
    <Form.Item label="a">
      <Input />
    </Form.Item>
  </Form>,
  <InputNumber key="number" />,
  <Checkbox key="checkbox" />,
  <Descriptions key="descriptions" items={[{ key: 'a', label: 'a', children: 'a' }]} />,
];

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={theme}>{FIRST_SCREENS}</ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true }));
