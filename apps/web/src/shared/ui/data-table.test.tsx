import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../testing/render';
import { type Column, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [
  { key: 'id', header: '번호', cell: (r) => r.id, align: 'end' },
  { key: 'name', header: '이름', cell: (r) => r.name },
];

describe('DataTable', () => {
  it('has a caption, column headers and one row per item', () => {
    render(
      <DataTable
        caption="회원 목록"
        columns={columns}
        rows={[
          { id: 1, name: '김온도' },
          { id: 2, name: '이온도' },
        ]}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: '회원 목록' });
    expect(textsOf(table, 'columnheader')).toEqual(['번호', '이름']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: '이온도' })).toBeDefined();
  });

  it('is busy with placeholder rows while loading, and says when there is nothing', () => {
    const { rerender } = render(
      <DataTable caption="목록" columns={columns} rows={undefined} rowKey={(r) => r.id} loading />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<DataTable caption="목록" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('표시할 항목이 없습니다.')).toBeDefined();
  });
});
