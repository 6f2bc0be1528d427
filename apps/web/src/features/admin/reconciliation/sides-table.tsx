import type { ReactNode } from 'react';

export type SideRow = { label: string; bill: ReactNode; ours: ReactNode; differs: boolean };

/** The bill's figures beside ours, one row per figure, a differing row marked (text, not colour only). */
export function SidesTable({ rows, caption }: { rows: SideRow[]; caption: string }) {
  return (
    <table className="recon-sides">
      <caption className="recon-sides__caption">{caption}</caption>
      <thead className="recon-sides__head">
        <tr>
          <th scope="col">项目</th>
          <th scope="col">汇付账单</th>
          <th scope="col">我方记录</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.differs ? 'recon-sides__row--differs' : undefined}>
            <th scope="row">
              {row.label}
              {row.differs && <span className="recon-sides__mark">不一致</span>}
            </th>
            <td>{row.bill}</td>
            <td>{row.ours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
