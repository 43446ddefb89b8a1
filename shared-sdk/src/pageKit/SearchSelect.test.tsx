import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_FIELD } from '../contract/parties';
import { entry } from './entry.testing';
import { ListPage } from './ListPage';
import { searchOptions } from './options';
import { SearchSelect } from './SearchSelect';
import { filterField, formField } from './resourceFields';

/** A staff picker as the platform's: the first choices by name, a typed part of a name, or one id. */
const STAFF = [
  { value: 1, label: '艾一（a1）' },
  { value: 2, label: '艾二（a2）' },
];
const FAR = { value: 1666, label: '周末（zhoumo）' };
function staffPicker() {
  const picker = Object.assign(
    entry('/api/party/staff', 'loggedIn', () => []),
    { searched: true as const },
  );
  picker.mockImplementation(async (params?: unknown) => {
    const { name, id } = (params ?? {}) as { name?: string; id?: string | number };
    const data =
      id !== undefined
        ? [FAR, ...STAFF].filter((one) => String(one.value) === String(id))
        : name
          ? [FAR, ...STAFF].filter((one) => one.label.includes(name))
          : STAFF;
    return { code: 200, message: '', data } as never;
  });
  return picker;
}

/** A list with one staff filter (a `ref` whose entry is searched), at `url`. */
function staffList(url: string) {
  const picker = staffPicker();
  const fetch = vi.fn(async () => ({ list: [{ id: 9 }], total: 1 }));
  render(
    <MemoryRouter initialEntries={[url]}>
      <App>
        <ListPage<{ id: number }>
          rowKey="id"
          fetch={fetch}
          filters={[filterField('userId', { ...STAFF_FIELD, options: picker })]}
          columns={[{ title: '编号', dataIndex: 'id' }]}
        />
      </App>
    </MemoryRouter>,
  );
  return { picker, fetch };
}

/** What the staff filter shows as its value (its label, or a bare id). */
const shownValue = () => screen.getByLabelText('员工').closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.getAttribute('title');

describe('a party filter searched as one types (the same select as its form field)', () => {
  it('is a searched select, as the form field of the same preset is', () => {
    const picker = staffPicker();
    const filter = filterField('userId', { ...STAFF_FIELD, options: picker });
    expect(filter).toMatchObject({ kind: 'select', name: 'userId', label: '员工' });
    expect(filter.kind === 'select' && typeof filter.search).toBe('function');
    expect(typeof formField('userId', { ...STAFF_FIELD, options: picker }).search?.byValue).toBe('function');
  });

  it('sends the party call with the typed text, and the picked member narrows the list', async () => {
    const { picker, fetch } = staffList('/record');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const input = await screen.findByLabelText('员工');
    await waitFor(() => expect(picker).toHaveBeenCalledWith({ name: '' }));
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: ' 周末 ' } });
    await waitFor(() => expect(picker).toHaveBeenCalledWith({ name: '周末' }));
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await act(async () => fireEvent.click(await within(dropdown).findByText(FAR.label)));
    expect(shownValue()).toBe(FAR.label);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    // Through the list's URL, as every filter goes (a value read back from it is its text).
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ userId: String(FAR.value), pageIndex: 1 })));
    expect(shownValue()).toBe(FAR.label);
  });

  it('shows the label of a value restored from the URL, asked by its id, and sends the value as before', async () => {
    const { picker, fetch } = staffList(`/record?userId=${FAR.value}`);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ userId: String(FAR.value) })));
    await waitFor(() => expect(picker).toHaveBeenCalledWith({ id: String(FAR.value) }));
    await waitFor(() => expect(shownValue()).toBe(FAR.label));
  });
});

describe('SearchSelect choosing several (接收企业 of /addNotice)', () => {
  it('keeps the label of a value chosen from an earlier search while another search answers other choices', async () => {
    const picker = staffPicker();
    function Several() {
      const [value, setValue] = useState<(string | number)[]>([]);
      return <SearchSelect aria-label="员工" search={searchOptions(picker)} mode="multiple" value={value} onChange={(next) => setValue(next as number[])} />;
    }
    render(
      <App>
        <Several />
      </App>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '周末' } });
    await waitFor(() => expect(picker).toHaveBeenCalledWith({ name: '周末' }));
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await act(async () => fireEvent.click(await within(dropdown).findByText(FAR.label)));
    fireEvent.change(input, { target: { value: '艾' } });
    await waitFor(() => expect(picker).toHaveBeenCalledWith({ name: '艾' }));
    await act(async () => fireEvent.click(await within(dropdown).findByText(STAFF[0]!.label)));
    const tags = () => [...document.querySelectorAll('.ant-select-selection-item, .ant-select-selection-item-content')].map((tag) => tag.textContent);
    await waitFor(() => expect(tags()).toEqual(expect.arrayContaining([FAR.label, STAFF[0]!.label])));
    // Both labels were known from the answers: no value was asked by id.
    expect(picker).not.toHaveBeenCalledWith(expect.objectContaining({ id: expect.anything() }));
  });
});
