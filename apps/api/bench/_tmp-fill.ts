import pg from 'pg';
import { freshDatabase } from './support.ts';
const FIRST =
  "array['Juan','María','José','Guadalupe','Luis','Ana','Carlos','Rosa','Miguel','Laura','Jorge','Elena']";
const LAST =
  "array['García','Hernández','López','Martínez','González','Pérez','Rodríguez','Sánchez','Ramírez','Cruz','Flores','Gómez','Díaz','Reyes','Morales']";
const name = process.argv[2]!; const rows = Number(process.argv[3]);
const url = await freshDatabase(name);
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`
    insert into drivers (first_name, last_name, phone, licence_number, licence_type, licence_expiry,
      hazmat_permit_number, hazmat_permit_expiry, status)
    select (${FIRST})[1 + i % 12],
      (${LAST})[1 + (i * 7) % 15] || ' ' || (${LAST})[1 + (i * 11) % 15] || ' ' || (i % 997),
      '55 ' || (10000000 + i), 'BEN-' || i, case when i % 5 = 0 then 'C' else 'E' end,
      current_date + ((i % 1500) - 200),
      case when i % 3 = 0 then 'MP-' || i end,
      case when i % 3 = 0 then current_date + ((i % 900) - 100) end,
      case when i % 10 = 0 then 'inactive' else 'active' end
    from generate_series(0, ${rows - 1}) i`);
await client.query('vacuum analyze drivers');
await client.end();
console.log(url);
