/**
 * A small typed wrapper over IndexedDB: one database, object stores with an in-line key path, and
 * the four calls the driver's page needs. `Stores` maps each store's name to the type of its rows.
 * Where IndexedDB cannot be opened (a private window of some browsers), the rows live in memory
 * for the life of the tab instead, so the page still works while it stays open.
 */
export interface StoreSpec {
  name: string;
  keyPath: string;
}

export interface TypedStore<Stores extends Record<string, unknown>> {
  get<S extends keyof Stores & string>(store: S, key: IDBValidKey): Promise<Stores[S] | undefined>;
  getAll<S extends keyof Stores & string>(store: S): Promise<Stores[S][]>;
  put<S extends keyof Stores & string>(store: S, value: Stores[S]): Promise<void>;
  delete<S extends keyof Stores & string>(store: S, key: IDBValidKey): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(name: string, version: number, stores: readonly StoreSpec[]): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const spec of stores) {
        if (!db.objectStoreNames.contains(spec.name))
          db.createObjectStore(spec.name, { keyPath: spec.keyPath });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function idbStore<Stores extends Record<string, unknown>>(db: IDBDatabase): TypedStore<Stores> {
  const store = (name: string, mode: IDBTransactionMode) => db.transaction(name, mode).objectStore(name);
  const write = (name: string, act: (s: IDBObjectStore) => IDBRequest) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(name, 'readwrite');
      act(tx.objectStore(name));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  return {
    get: (name, key) => done(store(name, 'readonly').get(key)) as Promise<never>,
    getAll: (name) => done(store(name, 'readonly').getAll()) as Promise<never>,
    put: (name, value) => write(name, (s) => s.put(value)),
    delete: (name, key) => write(name, (s) => s.delete(key)),
  };
}

function memoryStore<Stores extends Record<string, unknown>>(
  stores: readonly StoreSpec[],
): TypedStore<Stores> {
  const data = new Map(stores.map((spec) => [spec.name, new Map<unknown, unknown>()]));
  const keyPaths = new Map(stores.map((spec) => [spec.name, spec.keyPath]));
  const rows = (name: string) => data.get(name)!;
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    get: async (name, key) => copy(rows(name).get(key)) as never,
    getAll: async (name) => [...rows(name).values()].map(copy) as never,
    put: async (name, value) => {
      rows(name).set((value as Record<string, unknown>)[keyPaths.get(name)!], copy(value));
    },
    delete: async (name, key) => {
      rows(name).delete(key);
    },
  };
}

/** Opens (creating or upgrading) the database; falls back to memory when IndexedDB is unavailable. */
export async function openTypedStore<Stores extends Record<string, unknown>>(
  name: string,
  version: number,
  stores: readonly StoreSpec[],
): Promise<TypedStore<Stores>> {
  if (typeof indexedDB === 'undefined') return memoryStore<Stores>(stores);
  try {
    return idbStore<Stores>(await openDatabase(name, version, stores));
  } catch {
    return memoryStore<Stores>(stores);
  }
}
