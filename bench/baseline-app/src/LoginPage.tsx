import { useLogin } from '@refinedev/core';
import { Button, Card, Form, Input } from 'antd';

/** A login form of antd fields (refine's AuthPage asks for an e-mail address, the server for a user name). */
export function LoginPage() {
  const { mutate, isPending } = useLogin<{ username: string; password: string }>();
  return (
    <Card title="登录" style={{ maxWidth: 360, margin: '96px auto' }}>
      <Form layout="vertical" onFinish={(values) => mutate(values)}>
        <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }]}>
          <Input placeholder="用户名" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password placeholder="密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          登录
        </Button>
      </Form>
    </Card>
  );
}
