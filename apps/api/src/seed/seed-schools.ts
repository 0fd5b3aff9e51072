import type { Db } from '../db/client.ts';
import { patients, schools } from '../db/schema/schools.ts';

/** Two programme schools with a few pupils each (fictional names), for the demo. */
export async function seedSchools(db: Db, adminId: string) {
  const [primary, secondary] = await db
    .insert(schools)
    .values([
      {
        name: 'Escuela Primaria Benito Juárez',
        cct: '09DPR0123K',
        level: 'primary',
        street: 'Calle Manuel Carpio',
        exteriorNumber: '88',
        neighbourhood: 'Santa María la Ribera',
        city: 'Cuauhtémoc',
        state: 'Ciudad de México',
        postalCode: '06400',
        contactName: 'Mtra. Patricia Gómez',
        contactPhone: '55 5541 2233',
        programme: 'Salud escolar',
        createdBy: adminId,
      },
      {
        name: 'Secundaria Técnica 17',
        cct: '09DST0017Q',
        level: 'secondary',
        street: 'Av. Tláhuac',
        exteriorNumber: '4510',
        neighbourhood: 'Los Reyes',
        city: 'Iztapalapa',
        state: 'Ciudad de México',
        postalCode: '09840',
        contactName: 'Profr. Arturo Salas',
        contactPhone: '55 5845 1090',
        programme: 'Salud escolar',
        createdBy: adminId,
      },
    ])
    .returning({ id: schools.id });
  const pupils = [
    ['Valeria', 'Ortiz Luna', '2016-05-12', 'female', '3°', 'A', 'Rosa Luna', '55 1122 3344'],
    ['Diego', 'Ramos Peña', '2015-11-02', 'male', '4°', 'B', 'Jorge Ramos', '55 2233 4455'],
    ['Ximena', 'Castro Vela', '2017-01-23', 'female', '2°', 'A', 'Elena Vela', '55 3344 5566'],
    ['Santiago', 'Mora Ibarra', '2012-08-30', 'male', '2°', 'C', 'Lucía Ibarra', '55 4455 6677'],
    ['Camila', 'Reyes Soto', '2011-04-18', 'female', '3°', 'A', 'Marco Reyes', '55 5566 7788'],
  ] as const;
  await db.insert(patients).values(
    pupils.map(([firstName, lastName, birthDate, sex, grade, group, guardianName, guardianPhone], n) => ({
      schoolId: n < 3 ? primary!.id : secondary!.id,
      firstName,
      lastName,
      birthDate,
      sex,
      grade,
      group,
      guardianName,
      guardianPhone,
      createdBy: adminId,
    })),
  );
}
