import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, type Adapter } from '../../../../src/http/httpClient';
import { InvalidJson } from '../../../../src/engine/renderers/invalidJson';
import { gadgetSchema } from '../../support/testSchemas';
import { renderDisplay, renderFilter, renderInput } from './helpers';

const typeDate = (input: HTMLElement, text: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('date renderers', () => {
  it('date: input emits YYYY-MM-DD, display shows it', async () => {
    const { changes, container } = renderInput('madeOn', '2026-01-02');
    const input = container.querySelector('input')!;
    expect(input).toHaveValue('2026-01-02');
    typeDate(input, '2026-03-05');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith('2026-03-05'));
    renderDisplay('madeOn', '2026-03-05');
    expect(screen.getByText('2026-03-05')).toBeInTheDocument();
  });

  it('datetime: input emits ISO UTC, display shows local YYYY-MM-DD HH:mm', async () => {
    const iso = dayjs('2026-03-05 09:07').toISOString();
    const { changes, container } = renderInput('checkedAt', iso);
    const input = container.querySelector('input')!;
    expect(input).toHaveValue('2026-03-05 09:07');
    typeDate(input, '2026-04-01 18:30');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith(dayjs('2026-04-01 18:30').toISOString()));
    renderDisplay('checkedAt', iso);
    expect(screen.getByText('2026-03-05 09:07')).toBeInTheDocument();
  });

  it('date filter shows a range and datetime filter values span whole days', () => {
    const from = dayjs('2026-01-01').startOf('day').toISOString();
    const to = dayjs('2026-01-31').endOf('day').toISOString();
    const { container } = renderFilter('checkedAt', [from, to]);
    const [a, b] = container.querySelectorAll('input');
    expect(a).toHaveValue('2026-01-01');
    expect(b).toHaveValue('2026-01-31');
  });

  it('date filter emits [from, to] as YYYY-MM-DD', async () => {
    const { changes, container } = renderFilter('madeOn');
    const [a, b] = container.querySelectorAll('input');
    typeDate(a, '2026-02-01');
    typeDate(b, '2026-02-10');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith(['2026-02-01', '2026-02-10']));
  });
});

describe('json renderer', () => {
  it('emits parsed JSON, or an InvalidJson marker while the text does not parse', () => {
    const { changes, container } = renderInput('extra', { a: 1 });
    const area = container.querySelector('textarea')!;
    expect(area.value).toContain('"a": 1');
    fireEvent.change(area, { target: { value: '{"b": [1, 2]}' } });
    expect(changes).toHaveBeenLastCalledWith({ b: [1, 2] });
    fireEvent.change(area, { target: { value: '{"b": ' } });
    expect(changes.mock.lastCall![0]).toBeInstanceOf(InvalidJson);
    expect(area.value).toBe('{"b": ');
  });

  it('shows pretty JSON on the show page', () => {
    const { container } = renderDisplay('extra', { a: 1 }, 'show');
    expect(container.querySelector('pre')!.textContent).toBe('{\n  "a": 1\n}');
  });
});

describe('image renderer', () => {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('uploads through the shared client as multipart and emits the returned url', async () => {
    let seen: { url?: string; method?: string; params?: unknown; isForm?: boolean } = {};
    const adapter: Adapter = async (config) => {
      seen = { url: config.url, method: config.method, params: config.params, isForm: config.data instanceof FormData };
      return {
        data: { success: true, message: 'ok', code: 200, data: { url: '/uploads/a.png' } },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    };
    http.defaults.adapter = adapter;
    const { changes, container } = renderInput('photo', null);
    expect(screen.getByText('上传图片')).toBeInTheDocument();
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith('/uploads/a.png'));
    // The upload names the resource and the image field, which the server checks the user may fill.
    expect(seen).toEqual({ url: '/upload/image', method: 'post', params: { resource: gadgetSchema.name, field: 'photo' }, isForm: true });
  });

  it('shows a thumbnail in lists and nothing for no image', () => {
    const { container } = renderDisplay('photo', '/uploads/a.png');
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/a.png');
    renderDisplay('photo', null);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
