import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { User, UserRole } from '@app/contracts';

/** A stored account. Only toUser() leaves the server: the hash never does. */
@Entity('users')
export class UserAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  username: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  firstName: string | null;

  @Column({ type: 'text', nullable: true })
  lastName: string | null;

  @Column({ type: 'enum', enum: ['admin', 'user', 'host'], enumName: 'user_role', default: 'user' })
  role: UserRole;

  /** false: the account signs in no more and its sessions sign nobody in (docs/product/hosts.md#deactivating). */
  @Column('boolean', { default: true })
  active: boolean;

  @Column({ type: 'text', select: false })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export function toUser(account: UserAccount): User {
  const { id, username, email, firstName, lastName, role } = account;
  return { id, username, email, firstName, lastName, role };
}
