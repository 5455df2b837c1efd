import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '@app/rate-limit';
import { AccountPersonalData } from './account-personal-data';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { HostAccountsModule } from './host-accounts.module';
import { LocalAuthGuard } from './local-auth.guard';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hashing';
import { SessionStore } from './session-store';
import { SessionSerializer } from './session.serializer';
import { SignInHooks } from './sign-in-hooks';
import { UserAccount } from './user-account.entity';

/**
 * Accounts and access: register, login (@nestjs/passport's AuthGuard with passport-local), logout, the current user,
 * sessions in PostgreSQL (@fastify/session, users kept in them by @fastify/passport). Other modules protect
 * routes with @Authenticated() / @Roles('admin') and read the caller with @CurrentUser(); they react to a sign-in
 * by registering a hook with SignInHooks. Hosts' accounts and invitations (HostAccounts): the admin's routes for them
 * are libs/office/admin's, which adds their teams.
 * The session hooks themselves are installed by useSessions() when the HTTP pipeline is configured.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserAccount]), RateLimitModule, HostAccountsModule],
  controllers: [AuthController],
  providers: [
    AccountsService,
    AccountPersonalData,
    LoginThrottle,
    PasswordHasher,
    LocalStrategy,
    LocalAuthGuard,
    SessionSerializer,
    SessionStore,
    SignInHooks,
  ],
  exports: [AccountsService, AccountPersonalData, HostAccountsModule, SignInHooks],
})
export class AccountsModule {}
